// Mantine's date picker with its styles and the Swedish dates, for DatePickerInput.tsx to load lazily.
import '@mantine/dates/styles.css';
import 'dayjs/locale/sv';

export { DatePickerInput as MantineDatePickerInput } from '@mantine/dates';
export { heldFocus } from './focus-handover';
