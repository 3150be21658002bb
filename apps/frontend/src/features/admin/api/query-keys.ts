/** Every admin read lives under this key, so a review can refresh all that it changes at once. */
export const adminQueryKey = ['admin'] as const;
