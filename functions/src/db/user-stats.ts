/** Per-user counters, one document per user (id = uid); each repo writes its own fields with `merge: true`. */
export const USER_STATS = 'userStats';

export interface UserStatsDoc {
  /** The Asia/Dhaka calendar day (`YYYY-MM-DD`) `foodsAddedCount` counts; maintained by the foods repo. */
  foodsAddedDay?: string;
  /** Foods the user added on `foodsAddedDay`. */
  foodsAddedCount?: number;
  /** The user's orders still `placed` (waiting for the kitchen); maintained by the orders repo on every move. */
  openOrders?: number;
  /**
   * Units of each food (by id) in the user's open orders (placed, accepted or ready), at most MAX_PER_ORDER each;
   * a food's entry leaves when it reaches 0. Maintained by the orders repo in the purchase and in every move that
   * ends an order.
   */
  openUnits?: Record<string, number>;
  /** The Asia/Dhaka calendar day `photosAddedCount` counts; maintained by the photos repo. */
  photosAddedDay?: string;
  /** Photos the user uploaded on `photosAddedDay`. */
  photosAddedCount?: number;
}
