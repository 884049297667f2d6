import { Loader } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { stepHistory } from './history';
import { useConsole } from './use-console';
import classes from './console.module.css';

interface ConsoleTerminalProps {
  /** A line to run once, as soon as the console shows (the page's /cli/{command}). */
  initialLine?: string;
  /** Runs after a command opened a page. */
  onNavigate?: () => void;
  autoFocus?: boolean;
  /** The output's height (or, in the overlay, the most it grows to); it scrolls beyond it. */
  outputHeight?: { height: string } | { maxHeight: string };
}

/**
 * The console: output lines above, the prompt below. Enter runs the line, Up and Down walk this
 * device's history, Tab completes the command, its words, flags and names.
 */
export function ConsoleTerminal({ initialLine, onNavigate, autoFocus, outputHeight }: ConsoleTerminalProps) {
  const { t } = useTranslation();
  const { entries, history, busy, run, complete, append } = useConsole({ onNavigate });
  const [value, setValue] = useState('');
  const [at, setAt] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const output = useRef<HTMLDivElement>(null);
  const ranInitial = useRef(false);

  useEffect(() => {
    if (!initialLine || ranInitial.current) return;
    ranInitial.current = true;
    void run(initialLine);
  }, [initialLine, run]);

  useEffect(() => {
    const shown = output.current;
    if (shown) shown.scrollTop = shown.scrollHeight;
  }, [entries]);

  const walk = (step: -1 | 1) => {
    const from = at ?? history.length;
    const next = stepHistory(history.length, from, step);
    if (next === null) return;
    if (at === null) setDraft(value);
    setAt(next === history.length ? null : next);
    setValue(next === history.length ? draft : (history[next] ?? ''));
  };

  const onKeyDown = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      walk(event.key === 'ArrowUp' ? -1 : 1);
    } else if (event.key === 'Tab' && !event.shiftKey && value.trim()) {
      // An empty prompt lets Tab move on, so the keyboard is never trapped here.
      event.preventDefault();
      const completion = await complete(value);
      setValue(completion.line);
      if (completion.options.length > 1) append([{ text: completion.options.join('   '), tone: 'muted' }]);
    }
  };

  const submit = () => {
    const line = value;
    setValue('');
    setAt(null);
    setDraft('');
    void run(line);
  };

  return (
    <div className={classes.terminal}>
      <div
        ref={output}
        className={classes.output}
        style={outputHeight}
        role="log"
        aria-label={t('console.outputLabel')}
        data-testid="console-output"
      >
        {entries.map((entry) => (
          <p
            key={entry.id}
            className={`${classes.line} ${entry.typed ? classes.typed : ''} ${entry.tone ? classes[entry.tone] : ''}`}
            data-tone={entry.typed ? 'typed' : (entry.tone ?? 'plain')}
          >
            {entry.text}
          </p>
        ))}
      </div>
      <form
        className={classes.inputRow}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <span className={classes.prompt} aria-hidden />
        <input
          className={classes.input}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={(event) => void onKeyDown(event)}
          aria-label={t('console.inputLabel')}
          placeholder={t('console.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="send"
          // The console opens to be typed into: the person asked for it with a key or a link.
          autoFocus={autoFocus}
          // In the overlay, the dialog's focus trap picks this field over its close button.
          data-autofocus={autoFocus || undefined}
        />
        {busy && <Loader size="xs" aria-label={t('console.running')} />}
      </form>
      <div className={classes.hint}>{t('console.hint')}</div>
    </div>
  );
}
