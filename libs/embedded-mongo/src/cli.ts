// The embedded-mongo command: embedded-mongo [--port <n>] [--dbpath <dir>] [--bind <addr>] [--replSet <name>]
import { startEmbeddedMongo } from './server';

export interface CliOptions {
  port: number;
  dbPath?: string;
  host: string;
  replSet?: string;
}

const USAGE = 'usage: embedded-mongo [--port <n>] [--dbpath <dir>] [--bind <address>] [--replSet <name>]';

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { port: 27017, host: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--port') {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new Error(`--port must be a number from 0 to 65535\n${USAGE}`);
      options.port = port;
    } else if (flag === '--dbpath') options.dbPath = value();
    else if (flag === '--bind' || flag === '--bind_ip') options.host = value();
    else if (flag === '--replSet') {
      const name = value();
      if (!/^[\w-]+$/.test(name)) throw new Error(`--replSet must be a name of letters, digits, _ or -\n${USAGE}`);
      options.replSet = name;
    } else if (flag === '--help' || flag === '-h') throw new Error(USAGE);
    else throw new Error(`unknown option ${argv[i]}\n${USAGE}`);
  }
  return options;
}

export async function main(argv = process.argv.slice(2)): Promise<void> {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(2);
  }
  // Signal handlers go in before the "listening" line: a supervisor may signal as soon as it reads it.
  let stopRequested = false;
  let stop = (): void => {
    stopRequested = true;
  };
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
  const server = await startEmbeddedMongo({
    port: options.port,
    host: options.host,
    dbPath: options.dbPath,
    replSet: options.replSet,
  });
  let stopping = false;
  stop = (): void => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (err) => {
        process.stderr.write(`embedded-mongo: ${(err as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  if (stopRequested) return stop();
  process.stdout.write(`listening ${server.uri}\n`);
}

if (require.main === module) {
  main().catch((err) => {
    process.stderr.write(`embedded-mongo: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
