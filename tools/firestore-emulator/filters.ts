import { status } from '@grpc/grpc-js';
import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
} from './proto.js';
import type { StructuredQueryFilter } from './proto.js';
import { fieldOf, type StoredDoc } from './document.js';
import { GrpcError } from './errors.js';
import { compareValues, fromProtoValue, parseFieldPath, sameTypeOrder, valuesEqual, type FsValue } from './values.js';

/** Whether a document passes a filter. */
export type Predicate = (doc: StoredDoc) => boolean;

function isNaNValue(value: FsValue | undefined): boolean {
  return (value?.type === 'double' || value?.type === 'integer') && Number.isNaN(value.value);
}

function unaryPredicate(path: readonly string[], op: UnaryOp): Predicate {
  switch (op) {
    case UnaryOp.IS_NAN:
      return (doc) => isNaNValue(fieldOf(doc, path));
    case UnaryOp.IS_NULL:
      return (doc) => fieldOf(doc, path)?.type === 'null';
    case UnaryOp.IS_NOT_NAN:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && value.type !== 'null' && !isNaNValue(value);
      };
    case UnaryOp.IS_NOT_NULL:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && value.type !== 'null';
      };
    default:
      throw new GrpcError(status.INVALID_ARGUMENT, 'unsupported unary filter');
  }
}

function fieldPredicate(path: readonly string[], op: FieldOp, operand: FsValue): Predicate {
  const list = operand.type === 'array' ? operand.values : [];
  const compare = (test: (order: number) => boolean): Predicate => (doc) => {
    const value = fieldOf(doc, path);
    return value !== undefined && sameTypeOrder(value, operand) && test(compareValues(value, operand));
  };
  // NaN is unordered: only `== NaN` (IS_NAN) matches it, so a range with NaN on either side matches nothing.
  const range = (test: (order: number) => boolean): Predicate => {
    if (isNaNValue(operand)) return () => false;
    const inRange = compare(test);
    return (doc) => inRange(doc) && !isNaNValue(fieldOf(doc, path));
  };
  switch (op) {
    case FieldOp.EQUAL:
      return compare((order) => order === 0);
    case FieldOp.LESS_THAN:
      return range((order) => order < 0);
    case FieldOp.LESS_THAN_OR_EQUAL:
      return range((order) => order <= 0);
    case FieldOp.GREATER_THAN:
      return range((order) => order > 0);
    case FieldOp.GREATER_THAN_OR_EQUAL:
      return range((order) => order >= 0);
    case FieldOp.NOT_EQUAL:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && value.type !== 'null' && !valuesEqual(value, operand);
      };
    case FieldOp.ARRAY_CONTAINS:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value?.type === 'array' && value.values.some((item) => valuesEqual(item, operand));
      };
    case FieldOp.ARRAY_CONTAINS_ANY:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value?.type === 'array' && value.values.some((item) => list.some((wanted) => valuesEqual(item, wanted)));
      };
    case FieldOp.IN:
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && list.some((wanted) => valuesEqual(value, wanted));
      };
    case FieldOp.NOT_IN:
      // Cloud Firestore's `not-in` never matches when the list holds null (a null field is excluded anyway).
      if (list.some((unwanted) => unwanted.type === 'null')) return () => false;
      return (doc) => {
        const value = fieldOf(doc, path);
        return value !== undefined && value.type !== 'null' && !list.some((unwanted) => valuesEqual(value, unwanted));
      };
    default:
      throw new GrpcError(status.INVALID_ARGUMENT, 'unsupported field filter');
  }
}

/** Turns a query filter (field, unary, or AND/OR of filters) into a predicate on documents. */
export function compileFilter(filter: StructuredQueryFilter): Predicate {
  if (filter.has_composite_filter) {
    const children = filter.composite_filter.filters.map(compileFilter);
    if (filter.composite_filter.op === CompositeOp.OR) return (doc) => children.some((child) => child(doc));
    return (doc) => children.every((child) => child(doc));
  }
  if (filter.has_unary_filter) {
    return unaryPredicate(parseFieldPath(filter.unary_filter.field.field_path), filter.unary_filter.op);
  }
  if (!filter.has_field_filter) throw new GrpcError(status.INVALID_ARGUMENT, 'empty filter');
  const { field, op, value } = filter.field_filter;
  return fieldPredicate(parseFieldPath(field.field_path), op, fromProtoValue(value));
}

/** A predicate passing exactly the documents every one of `predicates` passes, or null when there are none. */
export function allOf(predicates: readonly Predicate[]): Predicate | null {
  if (predicates.length === 0) return null;
  if (predicates.length === 1) return predicates[0] as Predicate;
  return (doc) => predicates.every((predicate) => predicate(doc));
}

/** The filters every result must pass: the query's filter, split at its (nested) ANDs. */
export function conjuncts(filter: StructuredQueryFilter, into: StructuredQueryFilter[] = []): StructuredQueryFilter[] {
  if (filter.has_composite_filter && filter.composite_filter.op === CompositeOp.AND) {
    for (const child of filter.composite_filter.filters) conjuncts(child, into);
  } else {
    into.push(filter);
  }
  return into;
}

const INEQUALITY_OPS = new Set<FieldOp>([
  FieldOp.LESS_THAN,
  FieldOp.LESS_THAN_OR_EQUAL,
  FieldOp.GREATER_THAN,
  FieldOp.GREATER_THAN_OR_EQUAL,
  FieldOp.NOT_EQUAL,
  FieldOp.NOT_IN,
]);

/** The field paths (as written) that the filter constrains with an inequality, anywhere in it. */
export function inequalityFields(filter: StructuredQueryFilter, into = new Set<string>()): Set<string> {
  if (filter.has_composite_filter) {
    for (const child of filter.composite_filter.filters) inequalityFields(child, into);
  } else if (filter.has_field_filter && INEQUALITY_OPS.has(filter.field_filter.op)) {
    into.add(filter.field_filter.field.field_path);
  } else if (
    filter.has_unary_filter &&
    (filter.unary_filter.op === UnaryOp.IS_NOT_NAN || filter.unary_filter.op === UnaryOp.IS_NOT_NULL)
  ) {
    into.add(filter.unary_filter.field.field_path);
  }
  return into;
}
