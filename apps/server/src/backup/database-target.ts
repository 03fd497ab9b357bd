/** Where a restore puts the database, whichever kind DATABASE_URL names. */
export interface DatabaseTarget {
  /** Where it is, for messages. */
  description: string;
  /** The tables that hold rows (Kysely's migration bookkeeping aside): a restore goes only where there are none. */
  tablesWithRows(): Promise<string[]>;
  /** Fails, changing nothing, when the archived database cannot be restored here. */
  check(copy: string, migration: string): Promise<void>;
  /** Restores the archived database, extracted to `copy`, whose newest migration is `migration`. */
  restore(copy: string, migration: string): Promise<void>;
  close(): Promise<void>;
}
