/**
 * Operations of the contract the reference server does not implement yet (issue: the reference
 * server). They answer 501 NO_PERMISSION. This list may only shrink; the server issue is done when it is empty.
 */
export const operationsWithoutHandler: string[] = [];
