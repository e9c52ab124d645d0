/**
 * Reads a Dockerfile as its instructions (continuation lines joined, comments dropped) and its stages, enough
 * for images.spec.ts to check what an image runs and copies without Docker.
 */
export interface Instruction {
  op: string;
  args: string;
}

export interface Stage {
  from: string;
  name: string | null;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (current === '' && /^\s*(#|$)/.test(line)) continue;
    if (line.endsWith('\\')) current += `${line.slice(0, -1)} `;
    else {
      logical.push(current + line);
      current = '';
    }
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const m = /^\s*(\w+)\s+([\s\S]*)$/.exec(line);
    if (!m) continue;
    const op = m[1].toUpperCase();
    const args = m[2].replace(/\s+/g, ' ').trim();
    if (op === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!;
      stages.push({ from: from[1], name: from[2] ?? null, instructions: [] });
    } else stages.at(-1)?.instructions.push({ op, args });
  }
  return stages;
}

/** A COPY's flags (`--from=build`), sources and destination. */
export function copyOf(args: string): { from: string | null; sources: string[]; dest: string } {
  const words = args.split(' ');
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length) ?? null;
  return { from, sources: paths.slice(0, -1), dest: paths.at(-1)! };
}

/** The value of an exec-form (JSON array) or shell-form CMD as its words. */
export function commandWords(args: string): string[] {
  return args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(' ');
}
