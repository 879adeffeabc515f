/** The activity record in memory, for the server's tests: the offline demo's, which server code reaches only through the doubles. */
export { createInPageActivity as createMemoryActivity } from '../adapters/in-page/in-page-activity';
