import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import type { Review, ReviewReply, Reviewer } from '../domain/types.js';

export const REVIEWS = 'reviews';

/**
 * A review as stored, in the top-level `reviews` collection. Its id is `newestFirstId(createdAt)`, so a food's reviews
 * in id order are newest first and their page needs only the automatic index of `foodId`.
 */
export interface ReviewDoc {
  foodId: string;
  orderId: string;
  rating: number;
  /** '' when the buyer left stars only. */
  text: string;
  createdAt: Timestamp;
  /** The buyer's name and photo when they reviewed: what the public sees of them. */
  reviewer: Reviewer;
  reviewerUid: string;
  /** The food's owner: the one person who may reply. */
  sellerUid: string;
  reply: ReviewReply | null;
  /** The Dhaka day whose sales rollup counts the stars (sales/sales-days.ts); absent on reviews older than the rollups, until the backfill. */
  salesDay?: string;
}

/** What a page of reviews reads of each: never the uids or the order. */
export const LISTED_FIELDS = ['rating', 'text', 'createdAt', 'reviewer', 'reply'] as const;

/** The only place a review document becomes an API object. */
export function toReview(doc: { id: string; data(): DocumentData | undefined }): Review {
  const data = doc.data() as ReviewDoc;
  const review: Review = {
    _id: doc.id,
    rating: data.rating,
    text: data.text,
    createdAt: data.createdAt.toDate().toISOString(),
    reviewer: { userName: data.reviewer.userName, photo: data.reviewer.photo },
  };
  if (data.reply) review.reply = { text: data.reply.text, at: data.reply.at };
  return review;
}
