/** A macrotask boundary: the browser may paint or handle input between two steps of the start. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
