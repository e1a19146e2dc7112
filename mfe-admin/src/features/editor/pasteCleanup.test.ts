// A paste from Word or Google Docs keeps its structure and loses its looks and anything active.
import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './pasteCleanup.ts';

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><style>p.MsoNormal{margin:0}</style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings/></xml><![endif]--></head>
<body lang="EN-US" style="tab-interval:.5in">
<h2 class="MsoHeading2" style="mso-margin-top-alt:auto"><span style="font-family:Calibri">Payroll checklist</span></h2>
<p class="MsoNormal" style="margin:0"><span style="font-size:12pt;font-weight:bold">Due</span> <span style="font-style:italic">Friday</span><o:p></o:p></p>
<!-- a comment -->
<p class="MsoNormal"><a href="https://example.com/guide" style="color:blue">the guide</a></p>
<table class="MsoTableGrid" style="border:none"><tr><td style="width:100px" colspan="2"><p>Cell</p></td></tr></table>
<script>alert(1)</script>
</body></html>`;

const DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><h3 dir="ltr" style="line-height:1.38"><span style="font-size:13pt">Quarter end</span></h3><ul style="margin-top:0"><li dir="ltr" style="list-style-type:disc" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:700">File</span><span> the 941</span></p></li></ul></b>`;

describe('cleanPastedHtml', () => {
  it('keeps the structure of a Word paste and drops styles, classes, spans, comments, Office markup and scripts', () => {
    const html = cleanPastedHtml(WORD);
    expect(html).toContain('<h2>Payroll checklist</h2>');
    expect(html).toContain('<strong>Due</strong>');
    expect(html).toContain('<em>Friday</em>');
    expect(html).toContain('<a href="https://example.com/guide">the guide</a>');
    expect(html).toContain('<td colspan="2"><p>Cell</p></td>');
    for (const gone of ['style', 'class', '<span', '<!--', 'o:p', 'script', 'alert', 'lang=', 'mso']) expect(html).not.toContain(gone);
  });

  it('unwraps Google Docs’ wrapper and keeps headings, lists and bold text', () => {
    const html = cleanPastedHtml(DOCS);
    expect(html).toBe('<h3>Quarter end</h3><ul><li><p><strong>File</strong> the 941</p></li></ul>');
  });

  it('drops event handlers, javascript: links, iframes and forms', () => {
    const html = cleanPastedHtml(
      '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a></p><iframe src="https://evil.test"></iframe><form><input></form><img src="/a.webp" onerror="x()" alt="A">',
    );
    expect(html).toBe('<p>Hi <a>x</a></p><img src="/a.webp" alt="A">');
  });
});
