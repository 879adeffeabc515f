import type { BenchResults } from '../results';
import { table } from './markdown';

export const searchSection = ({
  search,
}: BenchResults) => `## Search (filterProducts over ${search.products} generated products, ${search.queries} queries)

${table(['median ms', 'p95 ms', 'max ms', 'median results'], [[search.medianMs, search.p95Ms, search.maxMs, search.medianHits]])}
`;
