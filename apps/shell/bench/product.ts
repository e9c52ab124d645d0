export { freePort, ROOT, startProduct, type Product } from '../../../tools/testing/start-product';
