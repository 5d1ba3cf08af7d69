import { status } from '@grpc/grpc-js';
import { DocumentTransformFieldTransformServerValue } from './proto.js';
import type { DocumentTransformFieldTransform, Write } from './proto.js';
import { timeFromTimestamp, timestampOf, type StoredDoc } from './document.js';
import { GrpcError } from './errors.js';
import { checkWritableName } from './names.js';
import {
  deleteAtPath,
  EMPTY_FIELDS,
  fromProtoFields,
  fromProtoValue,
  getAtPath,
  isNumber,
  parseFieldPath,
  setAtPath,
  valuesEqual,
  type Fields,
  type FsValue,
} from './values.js';

/** The document a write targets; INVALID_ARGUMENT when its name is not one a write may use (reserved ids). */
export function writeTarget(write: Write): string {
  let name: string;
  if (write.has_update) name = write.update.name;
  else if (write.has_delete) name = write.delete;
  else throw new GrpcError(status.INVALID_ARGUMENT, 'only update and delete writes are supported');
  checkWritableName(name);
  return name;
}

function checkPrecondition(name: string, current: StoredDoc | undefined, write: Write): void {
  if (!write.has_current_document) return;
  const precondition = write.current_document;
  if (precondition.has_exists) {
    if (precondition.exists && !current) throw new GrpcError(status.NOT_FOUND, `No document to update: ${name}`);
    if (!precondition.exists && current) throw new GrpcError(status.ALREADY_EXISTS, `Document already exists: ${name}`);
  }
  if (precondition.has_update_time) {
    const expected = timeFromTimestamp({
      seconds: Number(precondition.update_time.seconds),
      nanos: precondition.update_time.nanos,
    });
    if (!current || current.updateTime !== expected) {
      throw new GrpcError(status.FAILED_PRECONDITION, `the stored version of ${name} does not match the required update time`);
    }
  }
}

/** The next version of one document after a write (null: deleted), checking its precondition first. */
export function applyWrite(
  name: string,
  current: StoredDoc | undefined,
  write: Write,
  time: bigint,
): { next: StoredDoc | null; transformResults: FsValue[] } {
  checkPrecondition(name, current, write);
  if (write.has_delete) return { next: null, transformResults: [] };

  const given = fromProtoFields(write.update.fields);
  let fields: Fields;
  if (write.has_update_mask) {
    fields = current?.fields ?? EMPTY_FIELDS;
    for (const path of write.update_mask.field_paths) {
      const segments = parseFieldPath(path);
      const value = getAtPath(given, segments);
      fields = value === undefined ? deleteAtPath(fields, segments) : setAtPath(fields, segments, value);
    }
  } else {
    fields = given;
  }
  const transformResults: FsValue[] = [];
  for (const transform of write.update_transforms) {
    const segments = parseFieldPath(transform.field_path);
    const value = transformValue(getAtPath(fields, segments), transform, time);
    fields = setAtPath(fields, segments, value);
    transformResults.push(value);
  }
  return { next: { name, fields, createTime: current?.createTime ?? time, updateTime: time }, transformResults };
}

function addNumbers(a: FsValue, b: Extract<FsValue, { type: 'integer' | 'double' }>): FsValue {
  if (!isNumber(a)) return b;
  const sum = a.value + b.value;
  if (a.type === 'integer' && b.type === 'integer' && Number.isSafeInteger(sum)) return { type: 'integer', value: sum };
  return { type: 'double', value: sum };
}

function numericOperand(transform: DocumentTransformFieldTransform, value: FsValue): Extract<FsValue, { type: 'integer' | 'double' }> {
  if (!isNumber(value)) throw new GrpcError(status.INVALID_ARGUMENT, `${transform.field_path}: numeric transforms need a number`);
  return value;
}

function transformValue(current: FsValue | undefined, transform: DocumentTransformFieldTransform, time: bigint): FsValue {
  if (transform.has_set_to_server_value) {
    if (transform.set_to_server_value !== DocumentTransformFieldTransformServerValue.REQUEST_TIME) {
      throw new GrpcError(status.INVALID_ARGUMENT, 'unsupported server value');
    }
    const { seconds, nanos } = timestampOf(time);
    return { type: 'timestamp', seconds, nanos };
  }
  if (transform.has_increment) {
    const operand = numericOperand(transform, fromProtoValue(transform.increment));
    return current === undefined ? operand : addNumbers(current, operand);
  }
  if (transform.has_maximum || transform.has_minimum) {
    const wantMax = transform.has_maximum;
    const operand = numericOperand(transform, fromProtoValue(wantMax ? transform.maximum : transform.minimum));
    if (current === undefined || !isNumber(current)) return operand;
    if (Number.isNaN(current.value)) return current;
    if (Number.isNaN(operand.value)) return operand;
    return (wantMax ? operand.value > current.value : operand.value < current.value) ? operand : current;
  }
  if (transform.has_append_missing_elements) {
    const values = current?.type === 'array' ? [...current.values] : [];
    for (const element of transform.append_missing_elements.values.map(fromProtoValue)) {
      if (!values.some((value) => valuesEqual(value, element))) values.push(element);
    }
    return { type: 'array', values };
  }
  if (transform.has_remove_all_from_array) {
    const remove = transform.remove_all_from_array.values.map(fromProtoValue);
    const values = current?.type === 'array' ? current.values.filter((value) => !remove.some((r) => valuesEqual(r, value))) : [];
    return { type: 'array', values };
  }
  throw new GrpcError(status.INVALID_ARGUMENT, `unsupported transform on ${transform.field_path}`);
}
