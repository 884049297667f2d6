import classes from './phone-tap.module.css';

/** The class of a control a finger presses: 40 × 40 px at least on a phone, unchanged on a wider screen. */
export const phoneTap = classes.phoneTap;
