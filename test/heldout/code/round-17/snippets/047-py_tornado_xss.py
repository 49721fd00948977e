import tornado.ioloop
import tornado.web


class HelloHandler(tornado.web.RequestHandler):
    def get(self):
        who = self.get_argument("who", "world")
        self.set_header("Content-Type", "text/html")
        self.write("<html><body><h1>Hello, %s!</h1></body></html>" % who)


def make_app():
    return tornado.web.Application([(r"/hello", HelloHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
