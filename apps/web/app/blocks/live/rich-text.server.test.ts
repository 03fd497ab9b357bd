/**
 * Stored formatted text as a page draws it: the console's formatting
 * survives, anything that could run or restyle the page does not, and plain
 * text stays the same text.
 */
import { describe, expect, it } from 'vitest';
import { richTextHtml } from './rich-text.server';

describe('richTextHtml', () => {
  it('keeps paragraphs, line breaks, bold, italic and both kinds of list', () => {
    const html =
      '<p>Dear <strong>parents</strong>, <b>welcome</b><br>to <em>the</em> <i>new</i> term.</p>' +
      '<ul><li>Books</li><li>Uniform</li></ul><ol><li>First</li><li>Second</li></ol>';
    expect(richTextHtml(html)).toBe(html);
  });

  it('keeps web, e-mail, telephone and site links, marked noopener noreferrer', () => {
    expect(
      richTextHtml(
        '<a href="https://school.example/fees">fees</a> <a href="mailto:office@school.example">mail</a> ' +
          '<a href="tel:+914012345678">call</a> <a href="/admission-procedure" rel="opener">apply</a>',
      ),
    ).toBe(
      '<a href="https://school.example/fees" rel="noopener noreferrer">fees</a> ' +
        '<a href="mailto:office@school.example" rel="noopener noreferrer">mail</a> ' +
        '<a href="tel:+914012345678" rel="noopener noreferrer">call</a> ' +
        '<a href="/admission-procedure" rel="noopener noreferrer">apply</a>',
    );
  });

  it('drops scripts, styles, frames and embedded objects with their content', () => {
    expect(
      richTextHtml(
        '<p>Hello</p><script>alert(1)</script><style>body { display: none }</style>' +
          '<iframe src="https://evil.example">frame</iframe><object data="x.swf"></object><noscript>ns</noscript>',
      ),
    ).toBe('<p>Hello</p>');
  });

  it('drops event handlers, styles, classes and ids, and elements outside the allowed set', () => {
    expect(
      richTextHtml(
        '<p onclick="steal()" style="color: red" class="x" id="y">Hi <img src="x" onerror="alert(1)">' +
          '<span onmouseover="alert(2)">there</span></p><svg onload="alert(3)"><text>svg</text></svg>',
      ),
    ).toBe('<p>Hi there</p>svg');
  });

  it('turns a link with a javascript:, data:, vbscript: or protocol-relative address into its text', () => {
    expect(
      richTextHtml(
        '<p><a href="javascript:alert(1)">one</a> <a href=" JavaScript:alert(1)">two</a> ' +
          '<a href="java&#x09;script:alert(1)">three</a> <a href="data:text/html,<script>alert(1)</script>">four</a> ' +
          '<a href="vbscript:msgbox(1)">five</a> <a href="//evil.example">six</a> <a>seven</a></p>',
      ),
    ).toBe('<p>one two three four five six seven</p>');
  });

  it('drops attributes a link may not carry', () => {
    expect(richTextHtml('<a href="https://x.example" target="_blank" onclick="x()" style="x">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer">x</a>',
    );
  });

  it('unwraps a list item outside a list, and drops comments', () => {
    expect(richTextHtml('<li>loose</li><!-- note --><p>kept</p>')).toBe('loose<p>kept</p>');
  });

  it('gives plain text back as the same text, escaped', () => {
    const text = 'Three Class IX students beat teams from 42 schools, and go on to the state finals.';
    expect(richTextHtml(text)).toBe(text);
    expect(richTextHtml('Marks < 40 & absent > 3 days: see the “Rules”.')).toBe(
      'Marks &lt; 40 &amp; absent > 3 days: see the “Rules”.',
    );
    expect(richTextHtml('line one\nline two')).toBe('line one\nline two');
    expect(richTextHtml('')).toBe('');
  });

  it('leaves no line breaks between tags, which the page would show as blank lines', () => {
    expect(richTextHtml('<p>One</p>\n<p>Two</p>\n<ul>\n  <li>Three</li>\n</ul>\n')).toBe(
      '<p>One</p> <p>Two</p> <ul> <li>Three</li> </ul>',
    );
  });
});
