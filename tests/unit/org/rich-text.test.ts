import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../src/server/modules/org/rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<h2 style="text-align: right">标题</h2><p>正文<span style="font-size: 16px">大字</span><em>斜</em><u>下划线</u><s>删</s></p>' +
      '<ul><li>一</li></ul><ol start="3"><li>三</li></ol><blockquote><p>引用</p></blockquote><pre><code>a &lt; b</code></pre><hr><p>行<br>行</p>' +
      '<img src="https://cdn.example.cn/a.png" alt="图" width="300">';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, handlers, dangerous URLs and styles, whatever their spelling', () => {
    const cases: Array<[string, string]> = [
      ['<SCRIPT>alert(1)</SCRIPT>ok', 'ok'],
      ['<p onmouseover="x()" ONCLICK=y()>p</p>', '<p>p</p>'],
      ['<a href="jav&#x61;script:alert(1)">a</a>', '<a>a</a>'],
      ['<a href="&#106;avascript:alert(1)">a</a>', '<a>a</a>'],
      ['<a href=" java\tscript:alert(1)">a</a>', '<a>a</a>'],
      ['<a href="javascript&colon;alert(1)">a</a>', '<a>a</a>'],
      ['<a href="//evil.example/x">a</a>', '<a>a</a>'],
      ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
      ['<img src=x onerror=alert(1)>', ''],
      ['<svg onload="alert(1)"><circle/></svg>after', 'after'],
      ['<iframe src="https://x.cn"></iframe><object data="x"></object>t', 't'],
      ['<span style="background:url(javascript:alert(1)); font-size: 12px">s</span>', '<span style="font-size: 12px">s</span>'],
      ['<span style="font-size: 200px">s</span>', '<span>s</span>'],
      ['<p title="x" class="c" id="i">p</p>', '<p>p</p>'],
      ['<!-- <script>alert(1)</script> -->c', 'c'],
      ['<![CDATA[x]]>c', 'c'],
      ['<a href="https://x.cn" target="_top">a</a>', '<a href="https://x.cn">a</a>'],
      ['<a href="mailto:hr@x.cn">m</a>', '<a href="mailto:hr@x.cn">m</a>'],
      [
        '<img src="/recruit/api/Files/Get?id=1&amp;x=2" alt="a&quot;><script>">',
        '<img src="/recruit/api/Files/Get?id=1&amp;x=2" alt="a&quot;&gt;&lt;script&gt;">',
      ],
    ];
    for (const [input, output] of cases) expect(sanitizeRichText(input), input).toBe(output);
  });

  it('escapes stray brackets and closes what the input left open or misnested', () => {
    expect(sanitizeRichText('1 < 2 > 0 & <b>x')).toBe('1 &lt; 2 &gt; 0 &amp; <b>x</b>');
    expect(sanitizeRichText('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
    expect(sanitizeRichText('</p></div>text<p')).toBe('text&lt;p');
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
  });
});
