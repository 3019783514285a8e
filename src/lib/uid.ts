let n = 0;
/** An id unique within a build, for elements that must point at each other (popovers, labels). */
export const uid = (prefix: string): string => `${prefix}-${++n}`;
