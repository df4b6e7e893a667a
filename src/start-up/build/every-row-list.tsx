import type { ComponentType, CSSProperties, ReactNode } from 'react';

// The picture's specimen (picture-specimen.tsx) is rendered on the server, where react-virtuoso
// renders no row: this stands in for its Virtuoso there, rendering every row through the
// list's own components, so the build sees their styles.

type Part = ComponentType<Record<string, unknown>>;
interface EveryRowProps {
  data?: readonly unknown[];
  context?: unknown;
  components?: { List?: Part; Item?: Part; Header?: Part; Footer?: Part };
  itemContent: (index: number, item: unknown, context: unknown) => ReactNode;
  computeItemKey?: (index: number, item: unknown, context: unknown) => string | number;
  style?: CSSProperties;
  role?: string;
  'aria-label'?: string;
}

export const Virtuoso = ({
  data = [],
  context,
  components = {},
  itemContent,
  computeItemKey = (index) => index,
  style,
  role,
  'aria-label': label,
}: EveryRowProps) => {
  const { List = 'div', Item = 'div', Header, Footer } = components;
  return (
    <div
      data-virtuoso-scroller="true"
      role={role}
      aria-label={label}
      style={{ height: '100%', outline: 'none', overflowY: 'auto', position: 'relative', ...style }}
    >
      <div style={{ height: '100%', position: 'absolute', top: 0, width: '100%' }}>
        {Header && <Header context={context} />}
        <List
          context={context}
          style={{ boxSizing: 'border-box' }}
          data-testid="virtuoso-item-list"
        >
          {data.map((item, index) => (
            <Item
              key={computeItemKey(index, item, context)}
              item={item}
              context={context}
              data-index={index}
              data-item-index={index}
              style={{ overflowAnchor: 'none' }}
            >
              {itemContent(index, item, context)}
            </Item>
          ))}
        </List>
        {Footer && <Footer context={context} />}
      </div>
    </div>
  );
};
