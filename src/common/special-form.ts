/** The elements a special form's item can be, in the order the back office's editor offers them. */
export const FORM_ELEMENTS = ['input', 'textarea', 'number', 'select', 'radio', 'date'] as const;
export type FormElement = (typeof FORM_ELEMENTS)[number];
