// Types of newest-mtime.mjs.
/** The newest modification time (ms) of `path` or of anything below it, `dist` and `node_modules` folders left out. */
export declare function newestMtime(path: string): number;
