/** Every profile form keeps the scroll position and, on errors, its state (open dialogs). */
export const FORM_OPTIONS = { preserveScroll: true, preserveState: 'errors' } as const
