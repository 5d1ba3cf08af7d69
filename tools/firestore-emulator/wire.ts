import { Document, Timestamp } from './proto.js';
import { timeFromTimestamp, timestampOf, type StoredDoc } from './document.js';
import { projectFields, toProtoFields } from './values.js';

export function protoTime(time: bigint): Timestamp {
  return new Timestamp(timestampOf(time));
}

export function timeOfProto(timestamp: Timestamp): bigint {
  return timeFromTimestamp({ seconds: Number(timestamp.seconds), nanos: timestamp.nanos });
}

export function toProtoDocument(doc: StoredDoc, projection: readonly (readonly string[])[] | null): Document {
  return new Document({
    name: doc.name,
    fields: toProtoFields(projection ? projectFields(doc.fields, projection) : doc.fields),
    create_time: protoTime(doc.createTime),
    update_time: protoTime(doc.updateTime),
  });
}
