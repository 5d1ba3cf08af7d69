import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { StoredObject } from './objects.js';

// The local stack's saved data (scripts/stack-emulators.ts): every object of every bucket in one JSON file, bytes in
// base64. Photos are a few hundred KB each, so one file stays small enough for a local store.

const FORMAT = 'food-store-storage-export';
const VERSION = 1;

interface ExportedObject extends Omit<StoredObject, 'bytes' | 'timeCreated'> {
  timeCreated: string;
  data: string;
}

interface ExportFile {
  format: typeof FORMAT;
  version: typeof VERSION;
  objects: ExportedObject[];
}

export function writeExportFile(file: string, objects: readonly StoredObject[]): number {
  const content: ExportFile = {
    format: FORMAT,
    version: VERSION,
    objects: objects.map(({ bytes, timeCreated, ...rest }) => ({ ...rest, timeCreated: timeCreated.toISOString(), data: bytes.toString('base64') })),
  };
  writeFileSync(file, JSON.stringify(content));
  return objects.length;
}

/** The objects of an export file; none when there is no file (data saved before the stack had Storage). */
export function readExportFile(file: string): StoredObject[] {
  if (!existsSync(file)) return [];
  let content: Partial<ExportFile>;
  try {
    content = JSON.parse(readFileSync(file, 'utf8')) as Partial<ExportFile>;
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (content.format !== FORMAT || content.version !== VERSION || !Array.isArray(content.objects)) {
    throw new Error(`${file} is not a Storage emulator export (format ${FORMAT}, version ${VERSION})`);
  }
  return content.objects.map((object, index) => {
    if (typeof object?.name !== 'string' || typeof object.bucket !== 'string' || typeof object.data !== 'string' || typeof object.generation !== 'number') {
      throw new Error(`${file}: object ${index} is malformed`);
    }
    const { data, timeCreated, ...rest } = object;
    return { ...rest, bytes: Buffer.from(data, 'base64'), timeCreated: new Date(timeCreated) };
  });
}
