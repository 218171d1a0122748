/** Every react-query key of the product, in one place so invalidation is predictable. */
export const queryKeys = {
  system: {
    status: ['system', 'status'] as const,
    settings: (merchantCode: string) => ['system', 'settings', merchantCode] as const,
  },
} as const;
