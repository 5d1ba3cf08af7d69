import { FieldPath, FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { MSG } from '../domain/messages.js';
import type { ReplyInput, Review, ReviewInput, SessionUser } from '../domain/types.js';
import { isDocumentId, newestFirstId } from '../db/ids.js';
import { oneDoc, querySize, tracked } from '../db/read-metrics.js';
import type { RepoOptions } from '../db/repo-options.js';
import { runTransaction } from '../db/transaction.js';
import { withReview } from '../foods/food-rating.js';
import { FOODS, type FoodDoc } from '../foods/foods-repo.js';
import { Conflict, Forbidden, NotFound } from '../http/errors.js';
import { lineReview, ORDERS, reviewedLine, withLineReview, type OrderDoc } from '../orders/order-doc.js';
import { linesOf } from '../domain/order-lines.js';
import { LISTED_FIELDS, REVIEWS, toReview, type ReviewDoc } from './review-doc.js';

export interface ReviewsPage {
  reviews: Review[];
  /** The review id to continue after, when more may exist. */
  next?: string;
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;

export function createReviewsRepo(db: Firestore, options: RepoOptions = {}) {
  const now = options.now ?? (() => new Date());
  const foods = db.collection(FOODS);
  const orders = db.collection(ORDERS);
  const reviews = db.collection(REVIEWS);

  function orderRef(id: string) {
    if (!isDocumentId(id)) throw new NotFound(MSG.orderNotFound);
    return orders.doc(id);
  }

  return {
    /**
     * One transaction touching the order, the food and the review: only the buyer of a completed order may rate each
     * of its dishes once (§5h: the line of `input.foodId`, which an order of one dish may leave out); the review is
     * created, copied onto its line of the order, and added to the food's exact sum and count.
     */
    async create(user: SessionUser, orderId: string, input: ReviewInput): Promise<string> {
      const ref = orderRef(orderId);
      return runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.orderNotFound);
        const order = snapshot.data() as OrderDoc;
        if (order.buyerUid !== user.uid) throw new Forbidden(MSG.notReviewer);
        if (order.status !== 'completed') throw new Conflict(MSG.reviewNotCompleted);
        const index = reviewedLine(order, input.foodId);
        if (lineReview(order, index)) throw new Conflict(MSG.alreadyReviewed);
        const foodId = linesOf(order)[index]?.foodId ?? order.foodId;
        const foodRef = foods.doc(foodId);
        const food = await tracked(tx.get(foodRef), oneDoc);
        if (!food.exists) throw new NotFound(MSG.foodNotFound);
        const current = food.data() as FoodDoc;

        const createdAt = now();
        const reviewRef = reviews.doc(newestFirstId(createdAt));
        const review: ReviewDoc = {
          foodId,
          orderId: ref.id,
          rating: input.rating,
          text: input.text,
          createdAt: Timestamp.fromDate(createdAt),
          reviewer: { userName: user.name, photo: user.picture },
          reviewerUid: user.uid,
          sellerUid: current.ownerUid,
          reply: null,
        };
        // Ids sort newest first, so the largest is the oldest review: where the food's list of reviews ends.
        const end = current.reviewsEnd && current.reviewsEnd > reviewRef.id ? current.reviewsEnd : reviewRef.id;
        tx.create(reviewRef, review);
        tx.update(ref, withLineReview(order, index, { id: reviewRef.id, rating: input.rating, text: input.text }));
        tx.update(foodRef, { ...withReview(current, input.rating, 1), reviewsEnd: end });
        return reviewRef.id;
      });
    },

    /**
     * The buyer removes their review of one dish of the order (`foodId`, which an order of one dish may leave out): one
     * transaction deletes it, clears the line's copy and takes it out of the rating.
     */
    async remove(user: SessionUser, orderId: string, foodId?: string): Promise<void> {
      const ref = orderRef(orderId);
      await runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.orderNotFound);
        const order = snapshot.data() as OrderDoc;
        if (order.buyerUid !== user.uid) throw new Forbidden(MSG.notReviewer);
        const index = reviewedLine(order, foodId);
        const stored = lineReview(order, index);
        if (!stored) throw new NotFound(MSG.reviewNotFound);
        const reviewRef = reviews.doc(stored.id);
        const foodRef = foods.doc(linesOf(order)[index]?.foodId ?? order.foodId);
        const [review, food] = await tracked(tx.getAll(reviewRef, foodRef), (docs) => docs.length);
        tx.delete(reviewRef);
        tx.update(ref, withLineReview(order, index, null));
        // A deleted food has no rating left to correct.
        if (food?.exists) {
          const rating = (review?.data() as ReviewDoc | undefined)?.rating ?? stored.rating;
          const fields = withReview(food.data() as FoodDoc, rating, -1);
          tx.update(foodRef, { ...fields, ...(fields.ratingCount === 0 ? { reviewsEnd: FieldValue.delete() } : {}) });
        }
      });
    },

    /**
     * A food's reviews, newest first, `limit` after the review id `after`, in at most limit + 1 reads: the page, and
     * the food itself (a deleted food's reviews stay with their orders, so the food is what says 404). The food's
     * `reviewsEnd` tells whether reviews older than the page's last exist, without reading one more.
     */
    async page(foodId: string, limit: number, after?: string): Promise<ReviewsPage> {
      if (!isDocumentId(foodId)) throw new NotFound(MSG.foodNotFound);
      let query = reviews.where('foodId', '==', foodId).orderBy(FieldPath.documentId()).select(...LISTED_FIELDS);
      if (after) query = query.startAfter(after);
      const [snapshot, food] = await Promise.all([
        tracked(query.limit(limit).get(), querySize),
        tracked(foods.doc(foodId).get(), oneDoc),
      ]);
      if (!food.exists) throw new NotFound(MSG.foodNotFound);
      const last = snapshot.docs.at(-1);
      const end = (food.data() as FoodDoc).reviewsEnd;
      // A stale end (its review was removed) only costs a last, empty page; it never skips a review.
      const more = snapshot.size === limit && last !== undefined && (end === undefined || last.id < end);
      return { reviews: snapshot.docs.map(toReview), next: more ? last.id : undefined };
    },

    /** The seller's one reply to a review of their food. */
    async reply(user: SessionUser, reviewId: string, input: ReplyInput): Promise<Review> {
      if (!isDocumentId(reviewId)) throw new NotFound(MSG.reviewNotFound);
      const ref = reviews.doc(reviewId);
      return runTransaction(db, async (tx) => {
        const snapshot = await tracked(tx.get(ref), oneDoc);
        if (!snapshot.exists) throw new NotFound(MSG.reviewNotFound);
        const review = snapshot.data() as ReviewDoc;
        if (review.sellerUid !== user.uid) throw new Forbidden(MSG.notReplier);
        if (review.reply) throw new Conflict(MSG.alreadyReplied);
        // A deleted food's reviews are shown nowhere.
        const food = await tracked(tx.get(foods.doc(review.foodId)), oneDoc);
        if (!food.exists) throw new NotFound(MSG.reviewNotFound);
        const reply = { text: input.text, at: now().toISOString() };
        tx.update(ref, { reply });
        return toReview({ id: ref.id, data: () => ({ ...review, reply }) });
      });
    },
  };
}
