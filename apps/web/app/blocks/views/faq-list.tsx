import { Prose } from './prose';
import styles from './faq-list.module.css';

/** The numbered questions and answers; every answer is in the HTML, so the browser's find works. */
export function FaqList({ items }: { items: { question: string; answerHtml: string }[] }) {
  return (
    <ol className={styles.faq}>
      {items.map((item) => (
        <li key={item.question} className={styles.item}>
          <h2 className={styles.question}>{item.question}</h2>
          <div className={styles.answer}>
            <Prose html={item.answerHtml} />
          </div>
        </li>
      ))}
    </ol>
  );
}
