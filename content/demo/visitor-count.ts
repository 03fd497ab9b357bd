/** Where the visitor counter starts: a school site that has been up for a while. */
export const visitorCount = 12873;
