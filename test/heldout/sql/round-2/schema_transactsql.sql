CREATE TABLE customers (
  id INT NOT NULL PRIMARY KEY,
  email NVARCHAR(255) NOT NULL UNIQUE,
  name NVARCHAR(200) NOT NULL,
  country NVARCHAR(2) NULL,
  created_at DATETIME2 NOT NULL,
  deleted_at DATETIME2 NULL
);
CREATE TABLE products (
  id INT NOT NULL PRIMARY KEY,
  sku NVARCHAR(40) NOT NULL UNIQUE,
  title NVARCHAR(200) NOT NULL,
  price DECIMAL(10,2) NOT NULL,
  category NVARCHAR(50) NULL
);
CREATE TABLE orders (
  id INT NOT NULL PRIMARY KEY,
  customer_id INT NOT NULL REFERENCES customers(id),
  status NVARCHAR(20) NOT NULL,
  total DECIMAL(10,2) NOT NULL,
  placed_at DATETIME2 NOT NULL
);
CREATE TABLE order_items (
  order_id INT NOT NULL REFERENCES orders(id),
  product_id INT NOT NULL REFERENCES products(id),
  quantity INT NOT NULL,
  unit_price DECIMAL(10,2) NOT NULL,
  PRIMARY KEY (order_id, product_id)
);
