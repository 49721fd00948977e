from django.http import JsonResponse
from django.views import View

from .models import Product


class ProductSearchView(View):
    def get(self, request):
        term = request.GET.get("q", "")
        category = request.GET.get("category", "all")
        sql = "SELECT * FROM shop_product WHERE name LIKE '%%%s%%'" % term
        if category != "all":
            sql += " AND category_slug = '%s'" % category
        products = Product.objects.raw(sql)
        return JsonResponse({"results": [{"id": p.id, "name": p.name} for p in products]})
