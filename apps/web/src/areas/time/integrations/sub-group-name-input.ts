import type { FocusCarrier } from '../../../shared/lazy/carried-focus';

/** What the rule form gives its sub group field. */
export interface SubGroupNameProps {
  label: string;
  description: string;
  /** The names of the chosen time group's sub groups, suggested as one types. */
  data: string[];
  value: string;
  onChange: (name: string) => void;
  error?: string | undefined;
}

/** The field as the stand-in and the suggestions (SubGroupNameSuggestions.tsx) draw it. */
export type SubGroupNamePartProps = SubGroupNameProps & { carrier: FocusCarrier };
