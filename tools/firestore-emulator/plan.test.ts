import { describe, expect, it } from 'vitest';
import type { StoredDoc } from './document.js';
import { normalizeQuery } from './normalize.js';
import { planQuery } from './plan.js';
import { StructuredQuery, StructuredQueryFieldFilterOperator as FieldOp } from './proto.js';
import { DocumentStore } from './store.js';
import type { FsValue } from './values.js';

const PARENT = 'projects/demo-plan/databases/(default)/documents';
const text = (value: string): FsValue => ({ type: 'string', value });

/** 1,000 foods: each holds the gram `g<i % 100>` and `all`; food 0 also has a `b` of "p", food 1 of "q". */
function storeOfFoods(): DocumentStore {
  const store = new DocumentStore();
  const docs: StoredDoc[] = Array.from({ length: 1_000 }, (_, i) => {
    const fields = new Map<string, FsValue>([['grams', { type: 'array', values: [text(`g${i % 100}`), text('all')] }]]);
    if (i < 2) fields.set('b', text(i === 0 ? 'p' : 'q'));
    return { name: `${PARENT}/foods/${String(i).padStart(4, '0')}`, fields, createTime: 1n, updateTime: 1n };
  });
  store.replaceAll(docs);
  return store;
}

function planOf(store: DocumentStore, field: string, op: FieldOp, values: string[]) {
  const structured = StructuredQuery.fromObject({
    from: [{ collection_id: 'foods' }],
    where: { field_filter: { field: { field_path: field }, op, value: { array_value: { values: values.map((value) => ({ string_value: value })) } } } },
    limit: { value: 5 },
  });
  return planQuery(store, PARENT, normalizeQuery(structured));
}

describe('planQuery reads the indexes for filters with a list of values', () => {
  it('array-contains-any: the documents holding any of the values, not the whole collection', () => {
    const plan = planOf(storeOfFoods(), 'grams', FieldOp.ARRAY_CONTAINS_ANY, ['g7', 'g42', 'g7']);
    expect(plan.kind).toBe('scan');
    const names = plan.kind === 'scan' ? plan.candidates.map((doc) => doc.name.split('/').pop()) : [];
    expect(names).toHaveLength(20);
    expect(new Set(names)).toEqual(new Set(Array.from({ length: 10 }, (_, k) => [k * 100 + 7, k * 100 + 42]).flat().map((i) => String(i).padStart(4, '0'))));
    expect(plan.kind === 'scan' && plan.predicate).toBe(null);
  });

  it('in: the documents whose field equals one of the values', () => {
    const plan = planOf(storeOfFoods(), 'b', FieldOp.IN, ['q', 's']);
    expect(plan.kind === 'scan' ? plan.candidates.map((doc) => doc.name.split('/').pop()) : plan.kind).toEqual(['0001']);
  });

  it('no document holds any of the values: nothing is read', () => {
    expect(planOf(storeOfFoods(), 'grams', FieldOp.ARRAY_CONTAINS_ANY, ['zz', 'yy']).kind).toBe('none');
  });
});
