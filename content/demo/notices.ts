/** A notice is a PDF on the school letterhead; every one ends with the school office's contact line. */
import { school } from '../school';

export interface Notice {
  title: string;
  /** Paragraphs; the contact line is added after them. */
  body: string[];
}

export const contactLine = `For any questions, please write to ${school.email} or call the school office on ${school.phone}.`;
