/** The auth area's bounds, shared by its schemas, refusal texts and the web's fields. */
export const DEVICE_NAME_MAX = 60;
/** The longest display name a person may choose. */
export const DISPLAY_NAME_MAX = 60;
