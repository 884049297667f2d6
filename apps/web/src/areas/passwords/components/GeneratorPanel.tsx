import { Button, Checkbox, Group, SegmentedControl, Slider, Stack, Text, TextInput, Code } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GENERATOR_LIMITS,
  generatePassphrase,
  generatePassword,
  loadWords,
  passphraseBits,
  passwordBits,
  type CharacterSet,
} from '../generator';

const SETS: CharacterSet[] = ['lower', 'upper', 'digits', 'symbols'];

/** The generator: characters or a passphrase, shown with its strength in bits; `onUse` takes the result. */
export function GeneratorPanel({ onUse }: { onUse: (password: string) => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'characters' | 'passphrase'>('characters');
  const [length, setLength] = useState(20);
  const [sets, setSets] = useState<CharacterSet[]>(SETS);
  const [avoidAmbiguous, setAvoidAmbiguous] = useState(false);
  const [wordCount, setWordCount] = useState(5);
  const [separator, setSeparator] = useState('-');
  const [capitalize, setCapitalize] = useState(true);
  const [withNumber, setWithNumber] = useState(true);
  const [words, setWords] = useState<readonly string[] | null>(null);
  const [result, setResult] = useState('');

  useEffect(() => {
    if (kind === 'passphrase' && !words) void loadWords().then(setWords);
  }, [kind, words]);

  const phraseOptions = { words: wordCount, separator, capitalize, withNumber };
  const characterOptions = { length, sets, avoidAmbiguous };
  const generate = useCallback(() => {
    if (kind === 'characters') setResult(generatePassword({ length, sets, avoidAmbiguous }));
    else if (words) setResult(generatePassphrase({ words: wordCount, separator, capitalize, withNumber }, words));
  }, [kind, length, sets, avoidAmbiguous, words, wordCount, separator, capitalize, withNumber]);
  useEffect(generate, [generate]);

  const bits =
    kind === 'characters' ? passwordBits(characterOptions) : passphraseBits(phraseOptions, words?.length ?? 0);
  return (
    <Stack gap="sm" data-testid="generator">
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value === 'passphrase' ? 'passphrase' : 'characters')}
        data={[
          { value: 'characters', label: t('passwords.generator.characters') },
          { value: 'passphrase', label: t('passwords.generator.passphrase') },
        ]}
      />
      {kind === 'characters' ? (
        <>
          <Text size="sm" id="generator-length">
            {t('passwords.generator.length', { count: length })}
          </Text>
          <Slider
            aria-labelledby="generator-length"
            min={GENERATOR_LIMITS.minLength}
            max={64}
            value={length}
            onChange={setLength}
          />
          <Group gap="md">
            {SETS.map((set) => (
              <Checkbox
                key={set}
                label={t(`passwords.generator.sets.${set}`)}
                checked={sets.includes(set)}
                onChange={(event) =>
                  setSets((current) =>
                    event.currentTarget.checked ? [...current, set] : current.filter((other) => other !== set),
                  )
                }
              />
            ))}
          </Group>
          <Checkbox
            label={t('passwords.generator.avoidAmbiguous')}
            checked={avoidAmbiguous}
            onChange={(event) => setAvoidAmbiguous(event.currentTarget.checked)}
          />
        </>
      ) : (
        <>
          <Text size="sm" id="generator-words">
            {t('passwords.generator.words', { count: wordCount })}
          </Text>
          <Slider
            aria-labelledby="generator-words"
            min={GENERATOR_LIMITS.minWords}
            max={GENERATOR_LIMITS.maxWords}
            value={wordCount}
            onChange={setWordCount}
          />
          <Group gap="md" align="flex-end">
            <TextInput
              label={t('passwords.generator.separator')}
              value={separator}
              maxLength={3}
              w={120}
              onChange={(event) => setSeparator(event.currentTarget.value)}
            />
            <Checkbox
              label={t('passwords.generator.capitalize')}
              checked={capitalize}
              onChange={(event) => setCapitalize(event.currentTarget.checked)}
            />
            <Checkbox
              label={t('passwords.generator.withNumber')}
              checked={withNumber}
              onChange={(event) => setWithNumber(event.currentTarget.checked)}
            />
          </Group>
        </>
      )}
      <Code block fz="md" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="generated">
        {result || '…'}
      </Code>
      <Text size="xs" c="dimmed">
        {t('passwords.generator.bits', { count: bits })}
      </Text>
      <Group gap="xs">
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={generate}>
          {t('passwords.generator.again')}
        </Button>
        <Button onClick={() => onUse(result)} disabled={!result}>
          {t('passwords.generator.use')}
        </Button>
      </Group>
    </Stack>
  );
}
