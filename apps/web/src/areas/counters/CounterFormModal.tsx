import { FormModal, type FormModalProps } from '../../shared/FormModal';
import { Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTER_GOAL_MAX,
  COUNTER_NAME_MAX,
  COUNTER_STEP_MAX,
  COUNTER_UNIT_MAX,
  type Counter,
} from '@ordna/contract/counters';
import { hasThousandthsPrecision } from '@ordna/contract/kernel/thousandths';

export interface CounterFields {
  name: string;
  step: number;
  unit: string;
  /** null: no daily goal. */
  dailyGoal: number | null;
}

/** Whether a typed amount is one the server takes as a step or goal: more than 0, up to `max`, 3 decimals. */
const amountOk = (value: number, max: number) => value > 0 && value <= max && hasThousandthsPrecision(value);

/** Asks for a counter's name, step, unit and daily goal: a new counter, or changes to one. */
export function CounterFormModal({ counter, onSave, ...modal }: FormModalProps<CounterFields> & { counter?: Counter }) {
  const { t } = useTranslation();
  const [name, setName] = useState(counter?.name ?? '');
  const [step, setStep] = useState<number | string>(counter?.step ?? 1);
  const [unit, setUnit] = useState(counter?.unit ?? '');
  const [goal, setGoal] = useState<number | string>(counter?.dailyGoal ?? '');
  const [errors, setErrors] = useState<{ name?: string; step?: string; goal?: string }>({});
  const submit = () => {
    const stepValue = typeof step === 'number' ? step : Number.NaN;
    const goalValue = goal === '' ? null : typeof goal === 'number' ? goal : Number.NaN;
    const found = {
      ...(!name.trim() && { name: t('refusals.counters.nameRequired') }),
      ...(!amountOk(stepValue, COUNTER_STEP_MAX) && { step: t('refusals.counters.stepOutOfRange') }),
      ...(goalValue !== null &&
        !amountOk(goalValue, COUNTER_GOAL_MAX) && { goal: t('refusals.counters.goalOutOfRange') }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSave({ name: name.trim(), step: stepValue, unit: unit.trim(), dailyGoal: goalValue });
    }
  };
  return (
    <FormModal {...modal} onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label={t('counters.counter.name')}
          placeholder={t('counters.counter.namePlaceholder')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          maxLength={COUNTER_NAME_MAX}
          required
          data-autofocus
        />
        <Group grow align="flex-end">
          <NumberInput
            label={t('counters.counter.step')}
            description={t('counters.counter.stepHint')}
            value={step}
            onChange={setStep}
            error={errors.step}
            min={0.001}
            max={COUNTER_STEP_MAX}
            decimalScale={3}
            required
          />
          <TextInput
            label={t('counters.counter.unit')}
            placeholder={t('counters.counter.unitPlaceholder')}
            value={unit}
            onChange={(event) => setUnit(event.currentTarget.value)}
            maxLength={COUNTER_UNIT_MAX}
          />
        </Group>
        <NumberInput
          label={t('counters.goal.label')}
          description={t('counters.goal.hint')}
          value={goal}
          onChange={setGoal}
          error={errors.goal}
          min={0.001}
          max={COUNTER_GOAL_MAX}
          decimalScale={3}
        />
      </Stack>
    </FormModal>
  );
}
