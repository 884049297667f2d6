/** What the rule form gives its sub group field (the stand-in and the suggestions draw it alike). */
export interface SubGroupNameProps {
  label: string;
  description: string;
  /** The names of the chosen time group's sub groups, suggested as one types. */
  data: string[];
  value: string;
  onChange: (name: string) => void;
  error?: string | undefined;
  /** The field's id: the stand-in and the suggestions share it (lazy-field.tsx). */
  id?: string;
}
