/** The auth area's bounds, shared by its schemas, refusal texts and the web's fields. */
export const DEVICE_NAME_MAX = 60;
