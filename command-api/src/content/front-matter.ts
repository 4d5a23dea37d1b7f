import { LineCounter, parseDocument, isMap, type Node } from 'yaml';
import type { z } from 'zod';
import { ContentError } from './content-error';
import type { Line } from './markdown';

/** A content file split into its front matter (checked against `schema`) and the body's numbered lines. */
export function readContentFile<T extends z.ZodType>(file: string, source: string, schema: T): { meta: z.output<T>; body: Line[] } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0] !== '---') throw new ContentError(file, 1, 'a content file starts with front matter between two "---" lines');
  const end = lines.indexOf('---', 1);
  if (end === -1) throw new ContentError(file, 1, 'the front matter is not closed with a "---" line');
  const yamlText = lines.slice(1, end).join('\n');
  const counter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter: counter, prettyErrors: false, uniqueKeys: true });
  // Front matter starts on the file's second line.
  const lineOf = (offset: number) => counter.linePos(offset).line + 1;
  const firstError = document.errors[0];
  if (firstError) throw new ContentError(file, lineOf(firstError.pos[0]), `front matter: ${firstError.message.split('\n')[0]}`);
  const data: unknown = document.toJS();
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) {
    // A misspelt key explains the missing one it was meant to be, so it is named first.
    const issues = [...parsed.error.issues].sort((a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'));
    const issue = issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
    const root = document.contents;
    const node = isMap(root) && key !== undefined ? (root.items.find((pair) => (pair.key as { value?: unknown } | null)?.value === key)?.key as Node | undefined) : undefined;
    const line = node?.range ? lineOf(node.range[0]) : 1;
    const missing = issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined;
    throw new ContentError(file, line, `front matter${issue.path.length ? ` "${issue.path.join('.')}"` : ''}: ${missing ? 'is missing' : issue.message}`);
  }
  const body = lines.slice(end + 1).map((text, index) => ({ text, number: end + 2 + index }));
  return { meta: parsed.data, body };
}
