// HarborTesting: test support for apps that use Harbor.
