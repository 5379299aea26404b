/** Line-based terminal input and output, usable with a keyboard or piped input. */
import { createInterface } from 'node:readline';
import type { Option } from '../core/request.ts';

export interface Io {
  /**
   * Prints the question and returns the next line typed, or null when input
   * has ended. `options`: the options of the decision asked, when the
   * question is one (a scripted Io, in tests, answers from them).
   */
  ask(question: string, options?: readonly Option[]): Promise<string | null>;
  print(line: string): void;
  close(): void;
}

export function terminalIo(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Io {
  const rl = createInterface({ input, terminal: false });
  const lines: string[] = [];
  const waiting: ((l: string | null) => void)[] = [];
  let closed = false;
  rl.on('line', (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else lines.push(l);
  });
  rl.on('close', () => {
    closed = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    ask(question) {
      output.write(question);
      if (lines.length) return Promise.resolve(lines.shift()!);
      if (closed) return Promise.resolve(null);
      return new Promise((res) => waiting.push(res));
    },
    print(line) {
      output.write(line + '\n');
    },
    close() {
      rl.close();
    },
  };
}
