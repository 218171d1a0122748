/**
 * Operations of the contract the reference server does not implement yet. They answer 501 NO_PERMISSION.
 * This list may only shrink; the reference server implements the whole contract when it is empty.
 */
export const operationsWithoutHandler: string[] = [];
