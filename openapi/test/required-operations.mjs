// Operations the product needs (spec section 7), by operationId. The contract check fails when one is missing.
export const requiredOperations = [
  // Account / system
  'getSystemStatus',
  'getSiteSettings',
];
