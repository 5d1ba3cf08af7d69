// One place for the generated Firestore v1 protobuf classes and gRPC service definition of @firestore-emulator/proto.
export { ArrayValue, Document, MapValue, Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document.js';
export {
  BatchGetDocumentsRequest,
  BatchGetDocumentsResponse,
  BatchWriteRequest,
  BatchWriteResponse,
  BeginTransactionRequest,
  BeginTransactionResponse,
  CommitRequest,
  CommitResponse,
  ListCollectionIdsRequest,
  ListCollectionIdsResponse,
  ListDocumentsRequest,
  ListDocumentsResponse,
  ListenRequest,
  ListenResponse,
  RollbackRequest,
  RunAggregationQueryRequest,
  RunAggregationQueryResponse,
  RunQueryRequest,
  RunQueryResponse,
  Target,
  TargetChange,
  TargetChangeTargetChangeType,
  UnimplementedFirestoreService,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore.js';
export { AggregationResult } from '@firestore-emulator/proto/dist/google/firestore/v1/aggregation_result.js';
export {
  StructuredAggregationQuery,
  StructuredQuery,
  StructuredQueryCompositeFilterOperator,
  StructuredQueryDirection,
  StructuredQueryFieldFilterOperator,
  StructuredQueryFilter,
  StructuredQueryFindNearestDistanceMeasure,
  StructuredQueryUnaryFilterOperator,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
export type { Cursor } from '@firestore-emulator/proto/dist/google/firestore/v1/query.js';
export {
  DocumentChange,
  DocumentDelete,
  DocumentRemove,
  DocumentTransformFieldTransformServerValue,
  ExistenceFilter,
  Write,
  WriteResult,
} from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
export type { DocumentTransformFieldTransform } from '@firestore-emulator/proto/dist/google/firestore/v1/write.js';
export { TransactionOptions, TransactionOptionsReadWrite } from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
export type { DocumentMask } from '@firestore-emulator/proto/dist/google/firestore/v1/common.js';
export { ExecutionStats, ExplainMetrics, PlanSummary } from '@firestore-emulator/proto/dist/google/firestore/v1/query_profile.js';
export type { ExplainOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/query_profile.js';
export { Duration } from '@firestore-emulator/proto/dist/google/protobuf/duration.js';
export { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty.js';
export { ListValue, Struct, Value as StructValue } from '@firestore-emulator/proto/dist/google/protobuf/struct.js';
export { Timestamp } from '@firestore-emulator/proto/dist/google/protobuf/timestamp.js';
export { NullValue } from '@firestore-emulator/proto/dist/google/protobuf/struct.js';
export { LatLng } from '@firestore-emulator/proto/dist/google/type/latlng.js';
export { Status } from '@firestore-emulator/proto/dist/google/rpc/status.js';
