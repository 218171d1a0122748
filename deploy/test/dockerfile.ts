import { readFileSync } from 'node:fs';

/** One instruction of a Dockerfile: its keyword, its flags (`--mount=…`, `--from=…`) and the rest of the line. */
export interface Instruction {
  keyword: string;
  flags: string[];
  args: string;
  /** Index of the FROM it belongs to. */
  stage: number;
}

/** The instructions of a Dockerfile, continuation lines joined, comments and the parser directive left out. */
export function parseDockerfile(text: string): Instruction[] {
  const logical: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    const continued = /\\\s*$/.test(line);
    current += `${line.replace(/\\\s*$/, '').trim()} `;
    if (!continued) {
      if (current.trim()) logical.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) logical.push(current.trim());
  let stage = -1;
  return logical.map((line) => {
    const [keyword = '', ...words] = line.split(/\s+/);
    const flags: string[] = [];
    while (words[0]?.startsWith('--')) flags.push(words.shift()!);
    if (keyword.toUpperCase() === 'FROM') stage += 1;
    return { keyword: keyword.toUpperCase(), flags, args: words.join(' '), stage };
  });
}

export const readDockerfile = (path: string) => parseDockerfile(readFileSync(path, 'utf8'));

/** The last stage's instructions: what the image is. */
export function runtimeStage(instructions: Instruction[]): Instruction[] {
  const last = Math.max(...instructions.map((instruction) => instruction.stage));
  return instructions.filter((instruction) => instruction.stage === last);
}

/** The variables the runtime stage sets (`ENV A=1 B=2`), in order. */
export function imageEnvironment(instructions: Instruction[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of runtimeStage(instructions).filter((instruction) => instruction.keyword === 'ENV'))
    for (const match of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) env[match[1]!] = match[2]!.replace(/^"|"$/g, '');
  return env;
}

/** How the image starts: its user, working folder and command (exec form). */
export function imageStart(instructions: Instruction[]): { user: string | undefined; workdir: string; command: string[] } {
  const stage = runtimeStage(instructions);
  const last = (keyword: string) => stage.filter((instruction) => instruction.keyword === keyword).at(-1)?.args;
  const cmd = last('CMD');
  if (!cmd?.startsWith('[')) throw new Error('The image needs a CMD in exec form');
  return { user: last('USER'), workdir: last('WORKDIR') ?? '/', command: JSON.parse(cmd) as string[] };
}

/** What a RUN step may do in these images: run the recipe's script, install OS packages, create the user. */
const allowedRuns = [
  /^node deploy\/scripts\/deploy-build\.mjs (api-server|site-server) --out \/out$/,
  /^apt-get update && apt-get install -y --no-install-recommends [a-z0-9.+\- ]+ && rm -rf \/var\/lib\/apt\/lists\/\*$/,
  /^(groupadd|useradd) [a-z0-9 -]+$/,
];

/** The problems of a Dockerfile: RUN steps doing what the script does not, and build logic outside it. */
export function recipeProblems(instructions: Instruction[], server: string): string[] {
  const problems: string[] = [];
  const runs = instructions.filter((instruction) => instruction.keyword === 'RUN');
  for (const run of runs) {
    if (run.flags.some((flag) => !flag.startsWith('--mount=type=cache,'))) problems.push(`RUN ${run.flags.join(' ')}: only cache mounts are expected`);
    if (!allowedRuns.some((pattern) => pattern.test(run.args))) problems.push(`RUN ${run.args}: does something deploy/scripts/deploy-build.mjs does not`);
  }
  const scriptRuns = runs.filter((run) => run.args.startsWith('node deploy/scripts/deploy-build.mjs'));
  if (scriptRuns.length !== 1 || !scriptRuns[0]!.args.includes(` ${server} `)) problems.push(`exactly one RUN must call the script for ${server}`);
  const shells = instructions.filter((instruction) => instruction.keyword === 'SHELL' || instruction.keyword === 'ONBUILD');
  for (const shell of shells) problems.push(`${shell.keyword} ${shell.args}: not expected in the recipe`);
  // The runtime stage takes the script's output only (no other stage's files, no file of the context).
  for (const copy of runtimeStage(instructions).filter((instruction) => instruction.keyword === 'COPY' || instruction.keyword === 'ADD')) {
    if (copy.keyword === 'ADD' || !copy.flags.includes('--from=build') || !copy.args.startsWith('/out/'))
      problems.push(`${copy.keyword} ${copy.flags.join(' ')} ${copy.args}: the runtime stage copies the script's output (/out) only`);
  }
  return problems;
}
