/** One log line to the text `npm start` prints (with its newline), or null for a line not worth printing. */
export declare function devLogFormatter(options?: { colour?: boolean }): (line: string) => string | null;
