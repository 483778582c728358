/// What `orders-demo --script "open 3, status, pick 4, back, back, quit"` prints: open an order, change its status
/// through the modal picker, go back to the list (which shows the new status), then try to go back from the root.
let expectedTranscript = """
    +-- Orders -------------------------------------------------
    | #1   Monitor       Alan Turing         $17.33  new
    | #2   Headphones    Grace Hopper        $29.67  new
    | #3   Desk lamp     Edsger Dijkstra     $42.01  paid
    | #4   Notebook      Barbara Liskov      $54.35  paid
    | #5   Coffee beans  Ada Lovelace        $66.69  paid
    | page 1 of 20, 100 orders
    +-----------------------------------------------------------
      keys: [1-100] open order  [n] next page  [p] previous page
            [q] quit
    stack: Orders

    > open 3
    +-- Order #3 -----------------------------------------------
    | Item:      Desk lamp
    | Customer:  Edsger Dijkstra
    | Total:     $42.01
    | Status:    paid
    +-----------------------------------------------------------
      keys: [s] change status  [b] back  [q] quit
    stack: Orders > Order #3

    > status
    +-- Change status ------------------------------------------
    | 1  new
    | 2  paid  (current)
    | 3  shipped
    | 4  delivered
    | 5  cancelled
    +-----------------------------------------------------------
      keys: [1-5] pick  [c] close  [q] quit
    stack: Orders > Order #3 ^ Change status

    > pick 4
    +-- Order #3 -----------------------------------------------
    | Item:      Desk lamp
    | Customer:  Edsger Dijkstra
    | Total:     $42.01
    | Status:    delivered
    +-----------------------------------------------------------
      keys: [s] change status  [b] back  [q] quit
    stack: Orders > Order #3

    > back
    +-- Orders -------------------------------------------------
    | #1   Monitor       Alan Turing         $17.33  new
    | #2   Headphones    Grace Hopper        $29.67  new
    | #3   Desk lamp     Edsger Dijkstra     $42.01  delivered
    | #4   Notebook      Barbara Liskov      $54.35  paid
    | #5   Coffee beans  Ada Lovelace        $66.69  paid
    | page 1 of 20, 100 orders
    +-----------------------------------------------------------
      keys: [1-100] open order  [n] next page  [p] previous page
            [q] quit
    stack: Orders

    > back
    ! NavigationError: the navigation stack has nothing to pop
    +-- Orders -------------------------------------------------
    | #1   Monitor       Alan Turing         $17.33  new
    | #2   Headphones    Grace Hopper        $29.67  new
    | #3   Desk lamp     Edsger Dijkstra     $42.01  delivered
    | #4   Notebook      Barbara Liskov      $54.35  paid
    | #5   Coffee beans  Ada Lovelace        $66.69  paid
    | page 1 of 20, 100 orders
    +-----------------------------------------------------------
      keys: [1-100] open order  [n] next page  [p] previous page
            [q] quit
    stack: Orders

    > quit
    bye
    """
