"""Request bodies for django-ninja, parsed with the limits of tabletop.jsonlimit."""
from ninja.parser import Parser

from tabletop import jsonlimit


class LimitedJSON(Parser):
    def parse_body(self, request):
        return jsonlimit.loads(request.body)  # ValueError: ninja answers 400, see views.http_error
