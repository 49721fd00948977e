import psycopg2

conn = psycopg2.connect(host="db", user="app", password="Winter2024!")
