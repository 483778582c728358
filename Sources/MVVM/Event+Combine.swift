#if canImport(Combine)
    import Combine

    extension Event where Args: Sendable {
        /// The raises of this event as a Combine publisher that never fails.
        ///
        /// Each subscription to the publisher subscribes to the event (any-thread: values arrive on the raising
        /// thread; add `.receive(on: DispatchQueue.main)` for UI) and unsubscribes when it is cancelled.
        ///
        /// ```swift
        /// let cancellable = viewModel.$orders.publisher.sink { orders in print(orders.count) }
        /// ```
        public var publisher: AnyPublisher<Args, Never> {
            Deferred { [self] in
                let subject = PassthroughSubject<Args, Never>()
                // Combine's `PassthroughSubject` is not declared `Sendable`, yet its `send` may be called from any thread.
                nonisolated(unsafe) let sendable = subject
                let token = subscribe(onAnyThread: { sendable.send($0) })
                return subject.handleEvents(receiveCancel: { token.cancel() })
            }
            .eraseToAnyPublisher()
        }
    }

    extension Output where Message: Sendable {
        /// The messages sent through this output as a Combine publisher (see ``Event/publisher``).
        public var publisher: AnyPublisher<Message, Never> {
            events.publisher
        }
    }
#endif
