import {
  status,
  type handleServerStreamingCall,
  type handleUnaryCall,
  type ServerUnaryCall,
  type ServerWritableStream,
  type UntypedServiceImplementation,
} from '@grpc/grpc-js';
import {
  AggregationResult,
  BatchGetDocumentsResponse,
  BatchWriteResponse,
  BeginTransactionResponse,
  CommitResponse,
  Document,
  Empty,
  ListCollectionIdsResponse,
  ListDocumentsResponse,
  RunAggregationQueryResponse,
  RunQueryResponse,
  Status,
  WriteResult,
} from './proto.js';
import type {
  BatchGetDocumentsRequest,
  BatchWriteRequest,
  BeginTransactionRequest,
  CommitRequest,
  ListCollectionIdsRequest,
  ListDocumentsRequest,
  RollbackRequest,
  RunAggregationQueryRequest,
  RunQueryRequest,
  StructuredQuery,
  Timestamp,
  TransactionOptions,
  Write,
} from './proto.js';
import { aggregate, aggregatedFields } from './aggregate.js';
import { writeTarget } from './apply-write.js';
import { GrpcError } from './errors.js';
import { analyzeMetrics, planMetrics } from './explain.js';
import type { CompositeIndex, IndexConfig } from './index-config.js';
import { runStructuredQuery, type QueryResult, type RunOptions } from './query.js';
import { listDocuments, type AppliedWrite, type DocumentReader, type DocumentStore } from './store.js';
import { versionOf, type LockManager, type Transaction } from './transactions.js';
import { compareNames, parseFieldPath, toProtoValue } from './values.js';
import { protoTime, timeOfProto, toProtoDocument } from './wire.js';

function txBytes(tx: Transaction): Uint8Array {
  return Uint8Array.from(Buffer.from(tx.id, 'hex'));
}

function toServiceError(error: unknown): { code: status; details: string } {
  if (error instanceof GrpcError) return { code: error.code, details: error.message };
  console.error('[firestore-emulator]', error);
  return { code: status.INTERNAL, details: error instanceof Error ? error.message : String(error) };
}

/**
 * A server-streaming handler. Errors after a first message: google-gax (retry-request) silently re-sends a
 * stream that fails before any message, which would hide ABORTED from the transaction runner, and any refusal
 * from the caller, for seconds.
 */
function streaming<Req, Res>(
  placeholder: () => Res,
  handler: (call: ServerWritableStream<Req, Res>, send: (response: Res) => void) => Promise<void>,
): handleServerStreamingCall<Req, Res> {
  return (call) => {
    let sent = false;
    const send = (response: Res) => {
      sent = true;
      call.write(response);
    };
    handler(call, send).then(
      () => call.end(),
      (error: unknown) => {
        const serviceError = toServiceError(error);
        if (!sent) call.write(placeholder());
        call.emit('error', serviceError);
      },
    );
  };
}

function unary<Req, Res>(handler: (call: ServerUnaryCall<Req, Res>) => Promise<Res>): handleUnaryCall<Req, Res> {
  return (call, callback) => {
    handler(call).then(
      (response) => callback(null, response),
      (error: unknown) => callback(toServiceError(error), null),
    );
  };
}

interface ReadSelector {
  has_transaction: boolean;
  transaction: Uint8Array;
  has_new_transaction: boolean;
  new_transaction: TransactionOptions;
  has_read_time: boolean;
  read_time: Timestamp;
}

/** The documents a read sees: now, or at its read time (`read_time`, or a read-only transaction's snapshot). */
interface ReadView {
  reader: DocumentReader;
  /** The read time to answer with, or null for the present (taken when the read is answered). */
  time: bigint | null;
}

/** The Firestore v1 gRPC methods the server SDKs use, over our store and lock manager. */
export function createFirestoreService(
  store: DocumentStore,
  locks: LockManager,
  indexes: IndexConfig | null = null,
  onIndexNeeded?: (index: CompositeIndex) => void,
): UntypedServiceImplementation {
  /** Every query and aggregation runs here, so declared indexes are enforced on all of them (transactions too). */
  const run = (reader: DocumentReader, parent: string, query: StructuredQuery, options: RunOptions = {}): QueryResult =>
    runStructuredQuery(reader, parent, query, { ...options, indexes, onIndexNeeded });

  /** Begins a transaction; a read-only one reads a snapshot, at its `read_time` or at the time it begins. */
  function begin(options: TransactionOptions | null): Transaction {
    const readOnly = options?.has_read_only ?? false;
    if (!readOnly) return locks.begin(false);
    const readTime = options?.read_only.has_read_time ? store.readTime(timeOfProto(options.read_only.read_time)) : store.now();
    return locks.begin(true, readTime);
  }

  /** What a read sees: the documents at its `read_time`, at its read-only transaction's snapshot, or now. */
  function viewOf(readTime: Timestamp | null, tx: Transaction | null): ReadView {
    let time: bigint | null = null;
    if (readTime) time = store.readTime(timeOfProto(readTime));
    else if (tx?.readTime != null) time = store.readTime(tx.readTime);
    return time === null ? { reader: store, time: null } : { reader: store.at(time), time };
  }

  /** Resolves the transaction of a read and runs the read inside it; `fresh` says whether it was just begun. */
  async function withReadTransaction<T>(
    selector: ReadSelector,
    call: { on(event: 'cancelled', listener: () => void): unknown },
    work: (tx: Transaction | null, fresh: boolean, view: ReadView) => Promise<T>,
  ): Promise<T> {
    let tx: Transaction | null = null;
    const fresh = selector.has_new_transaction;
    if (fresh) tx = begin(selector.new_transaction);
    else if (selector.has_transaction && selector.transaction.length > 0) tx = locks.find(selector.transaction);
    const readTime = selector.has_read_time ? selector.read_time : null;
    if (!tx) return work(null, false, viewOf(readTime, null));
    const current = tx;
    call.on('cancelled', () => current.cancelWait?.(new GrpcError(status.CANCELLED, 'the client cancelled the read')));
    try {
      return await locks.use(current, () => work(current, fresh, viewOf(readTime, current)));
    } catch (error) {
      // A failed first read leaves the client without the id, so nobody could roll the transaction back.
      if (fresh) locks.end(current);
      throw error;
    }
  }

  /** Runs a query; in a read-write transaction, locks every result and re-runs until the locked set covers it. */
  async function queryIn(
    tx: Transaction | null,
    view: ReadView,
    parent: string,
    query: StructuredQuery,
    options: RunOptions = {},
  ): Promise<QueryResult> {
    let result = run(view.reader, parent, query, options);
    if (!tx || tx.readOnly) return result;
    while (result.docs.some((doc) => !tx.held.has(doc.name))) {
      await locks.lockAll(tx, result.docs.map((doc) => doc.name));
      result = run(store, parent, query, options);
    }
    for (const doc of result.docs) if (!tx.reads.has(doc.name)) tx.reads.set(doc.name, doc.updateTime);
    return result;
  }

  async function commitWrites(tx: Transaction, writes: readonly Write[]): Promise<{ time: bigint; results: AppliedWrite[] }> {
    try {
      await locks.lockAll(tx, writes.map(writeTarget));
      for (const [name, version] of tx.reads) {
        if (versionOf(store.get(name)) !== version) {
          throw new GrpcError(status.ABORTED, `${name} changed after the transaction read it; retry the transaction`);
        }
      }
      const time = store.nextTime();
      return { time, results: store.commit(writes, time) };
    } finally {
      locks.end(tx);
    }
  }

  // Cloud Firestore leaves update_time unset after a delete (BulkWriter then reports a zero write time).
  const toWriteResult = (result: AppliedWrite) =>
    new WriteResult({
      ...(result.updateTime === null ? {} : { update_time: protoTime(result.updateTime) }),
      transform_results: result.transformResults.map(toProtoValue),
    });

  return {
    BatchGetDocuments: streaming<BatchGetDocumentsRequest, BatchGetDocumentsResponse>(
      () => new BatchGetDocumentsResponse({ read_time: protoTime(store.now()) }),
      async (call, send) => {
        const request = call.request;
        const projection = request.has_mask ? request.mask.field_paths.map(parseFieldPath) : null;
        await withReadTransaction(request, call, async (tx, fresh, view) => {
          if (tx && !tx.readOnly) await locks.lockAll(tx, request.documents);
          const readTime = protoTime(view.time ?? store.now());
          const responses = request.documents.map((name, index) => {
            const doc = view.reader.get(name);
            // The first version read is the one the transaction's logic may depend on.
            if (tx && !tx.readOnly && !tx.reads.has(name)) tx.reads.set(name, versionOf(doc));
            const transaction = tx && fresh && index === 0 ? { transaction: txBytes(tx) } : {};
            return doc
              ? new BatchGetDocumentsResponse({ found: toProtoDocument(doc, projection), read_time: readTime, ...transaction })
              : new BatchGetDocumentsResponse({ missing: name, read_time: readTime, ...transaction });
          });
          if (tx && fresh && responses.length === 0) responses.push(new BatchGetDocumentsResponse({ transaction: txBytes(tx) }));
          for (const response of responses) send(response);
        });
      },
    ),

    RunQuery: streaming<RunQueryRequest, RunQueryResponse>(
      () => new RunQueryResponse({ read_time: protoTime(store.now()) }),
      async (call, send) => {
        const request = call.request;
        const startedNs = process.hrtime.bigint();
        const explain = request.has_explain_options ? request.explain_options : null;
        await withReadTransaction(request, call, async (tx, fresh, view) => {
          const transaction = tx && fresh ? { transaction: txBytes(tx) } : {};
          if (explain && !explain.analyze) {
            // Planned, not run for the caller: the query is still evaluated so it fails as it would when run.
            run(view.reader, request.parent, request.structured_query);
            send(new RunQueryResponse({ explain_metrics: planMetrics(request.structured_query), ...transaction }));
            return;
          }
          const result = await queryIn(tx, view, request.parent, request.structured_query);
          const readTime = protoTime(view.time ?? store.now());
          const responses = result.docs.map(
            (doc, index) =>
              new RunQueryResponse({
                document: toProtoDocument(doc, result.projection),
                read_time: readTime,
                ...(index === 0 ? transaction : {}),
              }),
          );
          if (responses.length === 0) responses.push(new RunQueryResponse({ read_time: readTime, ...transaction }));
          if (explain) {
            // Explain metrics ride on the last response of the stream.
            const last = responses[responses.length - 1] as RunQueryResponse;
            const run = { results: result.docs.length, documents: result.docs.length, aggregation: false, startedNs };
            last.explain_metrics = analyzeMetrics(request.structured_query, run);
          }
          for (const response of responses) send(response);
        });
      },
    ),

    RunAggregationQuery: streaming<RunAggregationQueryRequest, RunAggregationQueryResponse>(
      () => new RunAggregationQueryResponse({ read_time: protoTime(store.now()) }),
      async (call, send) => {
        const request = call.request;
        const startedNs = process.hrtime.bigint();
        const explain = request.has_explain_options ? request.explain_options : null;
        const aggregationQuery = request.structured_aggregation_query;
        const options: RunOptions = { requiredFields: aggregatedFields(aggregationQuery) };
        await withReadTransaction(request, call, async (tx, fresh, view) => {
          const transaction = tx && fresh ? { transaction: txBytes(tx) } : {};
          if (explain && !explain.analyze) {
            run(view.reader, request.parent, aggregationQuery.structured_query, options);
            send(new RunAggregationQueryResponse({ explain_metrics: planMetrics(aggregationQuery.structured_query), ...transaction }));
            return;
          }
          const result = await queryIn(tx, view, request.parent, aggregationQuery.structured_query, options);
          const response = new RunAggregationQueryResponse({
            result: new AggregationResult({ aggregate_fields: aggregate(result, aggregationQuery) }),
            read_time: protoTime(view.time ?? store.now()),
            ...transaction,
          });
          if (explain) {
            const run = { results: 1, documents: result.docs.length, aggregation: true, startedNs };
            response.explain_metrics = analyzeMetrics(aggregationQuery.structured_query, run);
          }
          send(response);
        });
      },
    ),

    BeginTransaction: unary<BeginTransactionRequest, BeginTransactionResponse>(async (call) => {
      const tx = begin(call.request.has_options ? call.request.options : null);
      return new BeginTransactionResponse({ transaction: txBytes(tx) });
    }),

    Commit: unary<CommitRequest, CommitResponse>(async (call) => {
      const { writes, transaction } = call.request;
      const tx = transaction.length > 0 ? locks.find(transaction) : locks.implicit();
      if (tx.readOnly && writes.length > 0) {
        locks.end(tx);
        throw new GrpcError(status.INVALID_ARGUMENT, 'a read-only transaction cannot write');
      }
      const { time, results } = await locks.use(tx, () => commitWrites(tx, writes));
      return new CommitResponse({ commit_time: protoTime(time), write_results: results.map(toWriteResult) });
    }),

    Rollback: unary<RollbackRequest, Empty>(async (call) => {
      try {
        locks.end(locks.find(call.request.transaction));
      } catch {
        // Rolling back an expired or unknown transaction is a no-op, as in Cloud Firestore.
      }
      return new Empty();
    }),

    BatchWrite: unary<BatchWriteRequest, BatchWriteResponse>(async (call) => {
      const writeResults: WriteResult[] = [];
      const statuses: Status[] = [];
      for (const write of call.request.writes) {
        try {
          const { results } = await commitWrites(locks.implicit(), [write]);
          writeResults.push(toWriteResult(results[0] as AppliedWrite));
          statuses.push(new Status({ code: status.OK }));
        } catch (error) {
          const { code, details } = toServiceError(error);
          writeResults.push(new WriteResult());
          statuses.push(new Status({ code, message: details }));
        }
      }
      return new BatchWriteResponse({ write_results: writeResults, status: statuses });
    }),

    ListDocuments: unary<ListDocumentsRequest, ListDocumentsResponse>(async (call) => {
      const request = call.request;
      const projection = request.has_mask ? request.mask.field_paths.map(parseFieldPath) : null;
      const tx = request.has_transaction && request.transaction.length > 0 ? locks.find(request.transaction) : null;
      const { reader } = viewOf(request.has_read_time ? request.read_time : null, tx);
      const docs = listDocuments(reader, request.parent, request.collection_id, request.show_missing)
        .sort((a, b) => compareNames(a.name, b.name))
        .filter((doc) => !request.page_token || compareNames(doc.name, request.page_token) > 0);
      const page = request.page_size > 0 ? docs.slice(0, request.page_size) : docs;
      const more = page.length < docs.length;
      return new ListDocumentsResponse({
        // A missing document (only subcollections) has a name and nothing else.
        documents: page.map((doc) => (doc.stored ? toProtoDocument(doc.stored, projection) : new Document({ name: doc.name }))),
        next_page_token: more ? (page.at(-1)?.name ?? '') : '',
      });
    }),

    ListCollectionIds: unary<ListCollectionIdsRequest, ListCollectionIdsResponse>(async (call) => {
      const request = call.request;
      const { reader } = viewOf(request.has_read_time ? request.read_time : null, null);
      return new ListCollectionIdsResponse({ collection_ids: reader.collectionIds(request.parent).sort() });
    }),
  };
}
