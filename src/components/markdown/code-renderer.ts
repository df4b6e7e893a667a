import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { SyntaxHighlighterProps } from 'react-syntax-highlighter';
import { createStyleObject } from 'react-syntax-highlighter/dist/esm/create-element';

type Renderer = NonNullable<SyntaxHighlighterProps['renderer']>;
type RenderProps = Parameters<Renderer>[0];
type Stylesheet = RenderProps['stylesheet'];
type CodeNode = RenderProps['rows'][number];

/** Every class name a stylesheet's selectors mention, split on dots as the library does. */
const mentionedClasses = new WeakMap<Stylesheet, Set<string>>();
const classesIn = (stylesheet: Stylesheet): Set<string> => {
  let classes = mentionedClasses.get(stylesheet);
  if (!classes) {
    classes = new Set(Object.keys(stylesheet).flatMap((selector) => selector.split('.')));
    mentionedClasses.set(stylesheet, classes);
  }
  return classes;
};

const renderNode = (node: CodeNode, stylesheet: Stylesheet, key: string): ReactNode => {
  if (node.type === 'text') return node.value;
  const { tagName, properties, children = [] } = node;
  if (!tagName || !properties) return undefined;
  const classNames = properties.className as string[];
  const mentioned = classesIn(stylesheet);
  const className = (classNames.includes('token') ? ['token'] : [])
    .concat(classNames.filter((name) => !mentioned.has(name)))
    .join(' ');
  const style: CSSProperties = createStyleObject(
    classNames,
    { ...(properties.style as CSSProperties | undefined) },
    stylesheet,
  );
  return createElement(
    tagName,
    { ...properties, key, className: className || undefined, style },
    children.map((child, i) => renderNode(child, stylesheet, `code-segment-1-${i}`)),
  );
};

/**
 * react-syntax-highlighter's own rendering of highlighted code, element for element, but
 * reading which class names the stylesheet mentions once per stylesheet: the library reads all
 * of its selectors again for every token (about 150 of them in a11y-one-light), most of the time
 * a code block takes to render. Pass it with wrapLines={false}: any renderer turns line
 * wrapping on by default.
 */
export const codeRenderer: Renderer = ({ rows, stylesheet }) =>
  rows.map((row, i) => renderNode(row, stylesheet, `code-segment-${i}`));
